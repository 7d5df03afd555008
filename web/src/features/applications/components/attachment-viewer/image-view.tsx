import { useEffect, useRef, useState } from 'react';

type Props = { bytes: Blob; name: string; zoom: number; rotation: number };

/**
 * An image turned and scaled in place; its bytes shown through an object URL that lives as long as the view. A
 * transform does not move the layout, so margins make room for the turned and scaled box and the scroll reaches
 * every edge of it.
 */
export function ImageView({ bytes, name, zoom, rotation }: Props) {
  const image = useRef<HTMLImageElement>(null);
  const [laidOut, setLaidOut] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const url = URL.createObjectURL(bytes);
    image.current!.src = url;
    return () => URL.revokeObjectURL(url);
  }, [bytes]);
  const { width, height } = laidOut;
  const sideways = rotation % 180 !== 0;
  const marginX = Math.max(0, ((sideways ? height : width) * zoom - width) / 2);
  const marginY = Math.max(0, ((sideways ? width : height) * zoom - height) / 2);
  return (
    <img
      ref={image}
      alt={name}
      onLoad={(event) => setLaidOut({ width: event.currentTarget.offsetWidth, height: event.currentTarget.offsetHeight })}
      style={{
        maxWidth: '100%',
        margin: `${marginY}px ${marginX}px`,
        transform: `rotate(${rotation}deg) scale(${zoom})`,
        transformOrigin: 'center',
        transition: 'transform 0.2s',
      }}
    />
  );
}
