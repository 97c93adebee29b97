"""`colorsys` for agent programs: conversions between RGB and the YIQ, HLS and HSV colour
spaces, coordinates being floats in [0, 1] (YIQ's I and Q may be negative), each computed in
the order of operations that gives CPython 3.11's floats."""

# `1.0 / 3.0`, `1.0 / 6.0` and `2.0 / 3.0`, written as the floats they round to (a modelled
# module's values are literals).
ONE_THIRD = 0.3333333333333333
ONE_SIXTH = 0.16666666666666666
TWO_THIRD = 0.6666666666666666

# The inverse of the RGB to YIQ matrix below (NTSC's, as the FCC wrote it), with CPython's
# decimals: its `_R_Q` is one unit in the last place above the exact inverse's nearest float.
_R_I = 0.9468822170900693
_R_Q = 0.6235565819861433
_G_I = 0.27478764629897834
_G_Q = 0.6356910791873801
_B_I = 1.1085450346420322
_B_Q = 1.7090069284064666


def rgb_to_yiq(r, g, b):
    y = 0.30 * r + 0.59 * g + 0.11 * b
    i = 0.74 * (r - y) - 0.27 * (b - y)
    q = 0.48 * (r - y) + 0.41 * (b - y)
    return (y, i, q)


def _clamp(x):
    if x < 0.0:
        return 0.0
    if x > 1.0:
        return 1.0
    return x


def yiq_to_rgb(y, i, q):
    r = y + _R_I * i + _R_Q * q
    g = y - _G_I * i - _G_Q * q
    b = y - _B_I * i + _B_Q * q
    return (_clamp(r), _clamp(g), _clamp(b))


def _hue(r, g, b, maxc, spread):
    # The hue of a colour that is not grey, as a fraction of the turn from red.
    rc = (maxc - r) / spread
    gc = (maxc - g) / spread
    bc = (maxc - b) / spread
    if r == maxc:
        h = bc - gc
    elif g == maxc:
        h = 2.0 + rc - bc
    else:
        h = 4.0 + gc - rc
    return (h / 6.0) % 1.0


def rgb_to_hls(r, g, b):
    maxc = max(r, g, b)
    minc = min(r, g, b)
    total = maxc + minc
    spread = maxc - minc
    l = total / 2.0
    if minc == maxc:
        return 0.0, l, 0.0
    if l <= 0.5:
        s = spread / total
    else:
        s = spread / (2.0 - maxc - minc)
    return _hue(r, g, b, maxc, spread), l, s


def _channel(m1, m2, hue):
    hue = hue % 1.0
    if hue < ONE_SIXTH:
        return m1 + (m2 - m1) * hue * 6.0
    if hue < 0.5:
        return m2
    if hue < TWO_THIRD:
        return m1 + (m2 - m1) * (TWO_THIRD - hue) * 6.0
    return m1


def hls_to_rgb(h, l, s):
    if s == 0.0:
        return l, l, l
    if l <= 0.5:
        m2 = l * (1.0 + s)
    else:
        m2 = l + s - (l * s)
    m1 = 2.0 * l - m2
    return (_channel(m1, m2, h + ONE_THIRD), _channel(m1, m2, h), _channel(m1, m2, h - ONE_THIRD))


def rgb_to_hsv(r, g, b):
    maxc = max(r, g, b)
    minc = min(r, g, b)
    if minc == maxc:
        return 0.0, 0.0, maxc
    spread = maxc - minc
    return _hue(r, g, b, maxc, spread), spread / maxc, maxc


def hsv_to_rgb(h, s, v):
    if s == 0.0:
        return v, v, v
    sector = int(h * 6.0)
    f = (h * 6.0) - sector
    p = v * (1.0 - s)
    q = v * (1.0 - s * f)
    t = v * (1.0 - s * (1.0 - f))
    sector = sector % 6
    if sector == 0:
        return v, t, p
    if sector == 1:
        return q, v, p
    if sector == 2:
        return p, v, t
    if sector == 3:
        return p, q, v
    if sector == 4:
        return t, p, v
    return v, p, q
