import { useEffect, useRef } from 'react';

type Props = { bytes: Blob; name: string; zoom: number; rotation: number };

/** An image turned and scaled in place; its bytes shown through an object URL that lives as long as the view. */
export function ImageView({ bytes, name, zoom, rotation }: Props) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(bytes);
    image.current!.src = url;
    return () => URL.revokeObjectURL(url);
  }, [bytes]);
  return (
    <img
      ref={image}
      alt={name}
      style={{ maxWidth: '100%', transform: `rotate(${rotation}deg) scale(${zoom})`, transformOrigin: 'center', transition: 'transform 0.2s' }}
    />
  );
}
