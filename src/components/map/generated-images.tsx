/**
 * Gives a map images made in code (hatch patterns, markers) whenever its style asks for them. MapLibre v6
 * asks through `setMissingStyleImageResolver` and only fires `styleimagemissing` after that fails, too
 * late to add the image; the resolver also covers a style switch, which drops every image. One per map.
 * Pass a stable `images` object (module level).
 */
import { useEffect } from 'react';
import { useMap } from '@vis.gl/react-maplibre';

export interface RawImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export function GeneratedImages({ images }: { images: Readonly<Record<string, () => RawImage>> }) {
  const { current } = useMap();
  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    const add = (id: string) => {
      const make = images[id];
      if (make && !map.hasImage(id)) map.addImage(id, make());
    };
    map.setMissingStyleImageResolver((id) => add(id));
    if (map.isStyleLoaded()) Object.keys(images).forEach(add);
    return () => {
      map.setMissingStyleImageResolver(null);
    };
  }, [current, images]);
  return null;
}
