import type { ReactNode } from "react";
import type { Company } from "#contract/profiles";

type GalleryImage = Company["gallery"][number];

/**
 * A company's photos with their captions, as the worker sees them and as the company manages them: the same list,
 * with the company's own page adding an action under each photo (its delete link).
 */
export function GalleryList({
  images,
  empty,
  action,
}: {
  images: readonly GalleryImage[];
  empty: string;
  action?: (image: GalleryImage) => ReactNode;
}) {
  if (images.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <ul className="company-gallery">
      {images.map((image) => (
        <li key={image.id}>
          <figure>
            <img src={image.thumb_url ?? image.url} alt={image.alt} loading="lazy" width={320} height={240} />
            {image.caption ? <figcaption>{image.caption}</figcaption> : null}
          </figure>
          {action?.(image)}
        </li>
      ))}
    </ul>
  );
}
