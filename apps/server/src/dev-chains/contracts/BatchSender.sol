// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IERC20Transfer {
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// Sends one token to many recipients in one transaction, so that a single transaction carries
/// several Transfer logs (tests) and many transfers fit in few blocks (benchmarks). The caller
/// approves this contract on the token first.
contract BatchSender {
    error LengthMismatch(uint256 recipients, uint256 amounts);
    error TransferFailed(uint256 index);

    function send(IERC20Transfer token, address[] calldata recipients, uint256[] calldata amounts) external {
        if (recipients.length != amounts.length) revert LengthMismatch(recipients.length, amounts.length);
        for (uint256 i = 0; i < recipients.length; ++i) {
            if (!token.transferFrom(msg.sender, recipients[i], amounts[i])) revert TransferFailed(i);
        }
    }
}
