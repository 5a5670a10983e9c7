import type { ReactNode } from "react";
import type { Company } from "#contract/profiles";
import { useTranslation } from "~/lib/i18n/react";
import { useLite } from "~/lib/lite";

type GalleryImage = Company["gallery"][number];

/**
 * A company's photos with their captions, as the worker sees them and as the company manages them: the same list,
 * with the company's own page adding an action under each photo (its delete link). In Lite mode
 * (docs/ui.md#lite-mode) no photo loads: each is a link to its image, named by its description, with its caption.
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
  const { t } = useTranslation();
  const lite = useLite();
  if (images.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <>
      {lite ? <p>{t("lite.photosNotLoaded")}</p> : null}
      <ul className="company-gallery">
        {images.map((image, index) => (
          <li key={image.id}>
            <figure>
              <GalleryPhoto image={image} number={index + 1} />
              {image.caption ? <figcaption>{image.caption}</figcaption> : null}
            </figure>
            {action?.(image)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** One photo: its thumbnail, or in Lite mode a link to it (named by its description, else "Photo 2"). */
export function GalleryPhoto({ image, number }: { image: GalleryImage; number: number }) {
  const { t } = useTranslation();
  const lite = useLite();
  if (lite) return <a href={image.url}>{image.alt || t("lite.photo", { number })}</a>;
  return <img src={image.thumb_url ?? image.url} alt={image.alt} loading="lazy" width={320} height={240} />;
}
