"""`colorsys`: RGB to and from HSV, HLS and YIQ, printed with repr so every float bit shows."""
import colorsys
from colorsys import hls_to_rgb, rgb_to_hls


def hex_to_rgb(text):
    text = text.lstrip("#")
    return tuple(int(text[i:i + 2], 16) / 255 for i in (0, 2, 4))


def main():
    palette = ["#1a73e8", "#ff9900", "#777777", "#000000", "#ffffff", "#00ff7f", "#8a2be2"]
    for code in palette:
        rgb = hex_to_rgb(code)
        hsv = colorsys.rgb_to_hsv(*rgb)
        hls = rgb_to_hls(*rgb)
        yiq = colorsys.rgb_to_yiq(*rgb)
        print(code, hsv, hls, yiq)
        print("   back", colorsys.hsv_to_rgb(*hsv), hls_to_rgb(*hls), colorsys.yiq_to_rgb(*yiq))
    for h in (0.0, 0.1, 1 / 6, 0.5, 0.99, 1.0, 1.25, -0.2):
        print(h, colorsys.hsv_to_rgb(h, 0.8, 0.9), colorsys.hls_to_rgb(h, 0.3, 0.6), colorsys.hls_to_rgb(h, 0.7, 0.6))
    print(colorsys.rgb_to_hsv(0.2, 0.2, 0.2), colorsys.rgb_to_hls(0.5, 0.5, 0.5), colorsys.hls_to_rgb(0.3, 0.4, 0.0))
    print(colorsys.yiq_to_rgb(1.0, 0.6, -0.6), colorsys.rgb_to_hsv(1, 0, 0), colorsys.rgb_to_hls(True, False, 0))
    print(colorsys.ONE_THIRD, colorsys.ONE_SIXTH, colorsys.TWO_THIRD)
    darker = []
    h, l, s = rgb_to_hls(*hex_to_rgb("#ff9900"))
    while l > 0.3:
        l -= 0.05
        darker.append("#" + "".join(f"{round(c * 255):02x}" for c in hls_to_rgb(h, l, s)))
    print(darker)
    for bad in (lambda: colorsys.rgb_to_hsv(1, 2), lambda: colorsys.rgb_to_hsv("a", "b", "c"), lambda: colorsys.hsv_to_rgb(0.5, 1, None)):
        try:
            print(bad())
        except TypeError as err:
            print("TypeError", err)


if __name__ == "__main__":
    main()
