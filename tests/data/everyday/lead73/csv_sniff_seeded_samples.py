"""Sniff sixty seeded random samples of delimited text, as a fuzz of the guesser against CPython."""
import csv
import random
def sample(rng):
    delim = rng.choice([",", ";", "\t", "|", " ", ":", ",", ","])
    quote = rng.choice(['"', "'", None, None])
    rows = []
    for r in range(rng.randint(1, 14)):
        cells = []
        for c in range(rng.randint(1, 5) if rng.random() < 0.2 else 3):
            kind = rng.random()
            if kind < 0.3:
                v = str(rng.randint(-50, 5000))
            elif kind < 0.45:
                v = f"{rng.uniform(-10, 10):.2f}"
            elif kind < 0.5:
                v = ""
            else:
                v = "".join(rng.choice("abcxyz ,;'\"") for _ in range(rng.randint(1, 6)))
            if quote and rng.random() < 0.4:
                v = quote + v.replace(quote, quote * 2) + quote
            cells.append(v)
        sep = delim + (" " if rng.random() < 0.15 else "")
        rows.append(sep.join(cells))
    text = "\n".join(rows)
    return text + ("\n" if rng.random() < 0.7 else "")
def main():
    rng = random.Random(1234)
    sn = csv.Sniffer()
    for i in range(60):
        s = sample(rng)
        try:
            d = sn.sniff(s)
            out = (d.delimiter, d.quotechar, d.doublequote, d.skipinitialspace)
        except csv.Error as e:
            out = ("Error", str(e))
        try:
            h = sn.has_header(s)
        except Exception as e:
            h = type(e).__name__
        print(i, repr(out), h)
