// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { artwork } from "#app/content/artwork.ts";
import type { GalleryImage } from "#app/content/gallery.ts";
import { GalleryGrid } from "./GalleryGrid.tsx";

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

/** A page of images of the test's own. */
const images: GalleryImage[] = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  image: artwork("gallery", `test-${index + 1}`, `Test picture ${index + 1}`),
}));

async function openImage(position: number) {
  const user = userEvent.setup();
  render(<GalleryGrid images={images} />);
  await user.click(screen.getAllByRole("button", { name: /open image/i })[position - 1] as HTMLElement);
  return user;
}

const lightbox = () => screen.getByRole("dialog");

describe("gallery lightbox", () => {
  it("opens the chosen image larger, with its description", async () => {
    await openImage(2);
    expect(within(lightbox()).getByRole("img")).toHaveAccessibleName(images[1]?.image.alt);
    expect(lightbox()).toHaveTextContent("2 / 8");
  });

  it("moves between images with the arrow keys, wrapping at the ends", async () => {
    const user = await openImage(1);
    await user.keyboard("{ArrowLeft}");
    expect(lightbox()).toHaveTextContent("8 / 8");
    await user.keyboard("{ArrowRight}");
    await user.keyboard("{ArrowRight}");
    expect(lightbox()).toHaveTextContent("2 / 8");
  });

  it("moves with the next and previous buttons, and closes", async () => {
    const user = await openImage(8);
    await user.click(within(lightbox()).getByRole("button", { name: "Next image" }));
    expect(lightbox()).toHaveTextContent("1 / 8");
    await user.click(within(lightbox()).getByRole("button", { name: "Close image" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
