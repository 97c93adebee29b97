# The twin of colorsys_hue_round_trip: a fully saturated colour has lightness 0.5, not 1.0,
# so the second assert fails for every n in range; the prover must refute it.
# expect: failed
# inputs: (0,), (3,), (5,), (-4,)
import colorsys


def main(n: int) -> int:
    for sixth in range(6):
        if n != sixth:
            continue
        h = sixth / 6
        r, g, b = colorsys.hsv_to_rgb(h, 1.0, 1.0)
        back, s, v = colorsys.rgb_to_hsv(r, g, b)
        assert abs(back - h) < 1e-9 and s == 1.0 and v == 1.0
        assert colorsys.rgb_to_hls(r, g, b)[1] == 1.0
    return n
