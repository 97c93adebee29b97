"""A resize command: fixed-count arguments, metavar tuples, and help in groups."""
import argparse


def make():
    parser = argparse.ArgumentParser(
        prog="resize",
        description="Resize images to fit a box, keeping the aspect ratio unless told otherwise.",
        epilog="Sizes are in pixels.",
    )
    parser.add_argument("images", nargs="+", metavar="IMAGE")
    box = parser.add_argument_group("size", "How big the result is.")
    box.add_argument("--size", nargs=2, type=int, metavar=("W", "H"), default=[800, 600], help="bounding box")
    box.add_argument("--stretch", action="store_true", help="ignore the aspect ratio")
    out = parser.add_argument_group("output")
    out.add_argument("-q", "--quality", type=int, choices=range(1, 101), metavar="Q", default=85)
    out.add_argument("--suffix", default="_small")
    return parser


def fit(w, h, box_w, box_h, stretch):
    if stretch:
        return box_w, box_h
    scale = min(box_w / w, box_h / h)
    return round(w * scale), round(h * scale)


SIZES = {"cat.jpg": (4000, 3000), "tall.png": (1080, 1920), "icon.png": (64, 64)}


def main():
    parser = make()
    parser.print_help()
    for argv in (["cat.jpg", "tall.png"], ["--size", "200", "200", "-q", "60", "icon.png", "cat.jpg"], ["--stretch", "--suffix=-thumb", "tall.png"]):
        args = parser.parse_args(argv)
        for name in args.images:
            w, h = SIZES[name]
            nw, nh = fit(w, h, args.size[0], args.size[1], args.stretch)
            stem, ext = name.rsplit(".", 1)
            print(f"{name} {w}x{h} -> {stem}{args.suffix}.{ext} {nw}x{nh} q={args.quality}")
