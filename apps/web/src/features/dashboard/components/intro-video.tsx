import { useLingui } from '@lingui/react/macro';
import { Volume2, VolumeX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';

/**
 * The dashboard intro video, shown only when the operator set INTRO_VIDEO_URL:
 * autoplaying, looping and muted, with a mute toggle; the context menu and dragging are off.
 */
export function IntroVideo({ url }: { url: string }) {
  const { t } = useLingui();
  const [muted, setMuted] = useState(true);
  return (
    <div className="relative overflow-hidden rounded-xl border border-border bg-black">
      <video
        src={url}
        className="aspect-video w-full"
        autoPlay
        loop
        muted={muted}
        playsInline
        draggable={false}
        onContextMenu={(event) => event.preventDefault()}
        onDragStart={(event) => event.preventDefault()}
      />
      <Button
        variant="secondary"
        size="icon"
        className="absolute end-3 bottom-3"
        onClick={() => setMuted((value) => !value)}
        aria-label={muted ? t`Unmute video` : t`Mute video`}
      >
        {muted ? <VolumeX /> : <Volume2 />}
      </Button>
    </div>
  );
}
