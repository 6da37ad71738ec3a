/**
 * The organiser's camera, reading players' result codes: each QR code it sees is handed to `onText` (once a
 * code, while it stays in view). The browser's own BarcodeDetector where it reads QR codes (Android,
 * macOS); elsewhere jsQR over the video's frames (the decoder the tests read codes with: pure JavaScript,
 * no dependency, fetched only when the camera is turned on). Frames are read four times a second.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** The part of the BarcodeDetector API this page uses (not yet in TypeScript's DOM types). */
interface QrDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface QrDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

async function frameReader(): Promise<FrameReader> {
  const Detector = (globalThis as { BarcodeDetector?: QrDetectorClass }).BarcodeDetector;
  if (Detector && (await Detector.getSupportedFormats()).includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  return async (video) => {
    const [width, height] = [video.videoWidth, video.videoHeight];
    if (!width || !height) return null;
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    return jsQR(context.getImageData(0, 0, width, height).data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

const READ_EVERY_MS = 250;

export default function CameraScan({ onText, onClose }: { onText: (text: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [watching, setWatching] = useState(false);
  // The latest onText (it sees the event as it is now), called from the reading loop the effect started.
  const handOver = useEffectEvent((text: string) => onText(text));

  useEffect(() => {
    let live = true;
    let stream: MediaStream | null = null;
    let timer = 0;
    let last: string | null = null;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (e) {
        const name = e instanceof DOMException ? e.name : '';
        if (live)
          setProblem(
            name === 'NotAllowedError'
              ? 'The browser was not allowed to use the camera: allow it in the address bar, or type the codes.'
              : 'No camera could be opened here: type the codes, or paste what a scanner read.',
          );
        return;
      }
      if (!live || !video.current) return stream.getTracks().forEach((t) => t.stop());
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const read = await frameReader();
      setWatching(true);
      const tick = async () => {
        if (!live || !video.current) return;
        const text = await read(video.current).catch(() => null);
        // A code is handed over once while it stays in view; a new code, or the same one shown again, is read.
        if (text !== last && text !== null) handOver(text);
        last = text;
        timer = window.setTimeout(() => void tick(), READ_EVERY_MS);
      };
      void tick();
    })();
    return () => {
      live = false;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  return (
    <div className="ev-camera" data-testid="camera">
      {problem ? (
        <p className="gd-error" role="alert">
          {problem}
        </p>
      ) : (
        <p className="gd-hint" role="status">
          {watching ? 'Hold a phone’s result code up to the camera: each code read is taken.' : 'Opening the camera…'}
        </p>
      )}
      <video ref={video} muted playsInline aria-label="The camera, reading result codes" hidden={problem !== null} />
      <button type="button" className="gd-secondary" onClick={onClose}>
        Stop the camera
      </button>
    </div>
  );
}
