// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The `aggregate3` entry point of Multicall3, with its ABI: what clients such as viem call to batch
/// many reads into one `eth_call`. Real chains have Multicall3 at 0xcA11bde05977b3631167028862bE2a173976CA11;
/// the dev chains place this code at the same address.
contract Multicall3 {
    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    error CallFailed(uint256 index);

    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory results) {
        results = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; ++i) {
            (bool success, bytes memory returnData) = calls[i].target.call(calls[i].callData);
            if (!success && !calls[i].allowFailure) revert CallFailed(i);
            results[i] = Result(success, returnData);
        }
    }
}
