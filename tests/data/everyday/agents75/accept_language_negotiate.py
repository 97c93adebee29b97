from dataclasses import dataclass

AVAILABLE = ["en-US", "en-GB", "fr", "de-DE", "pt-BR", "es"]

HEADERS = [
    "fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5",
    "en-GB;q=0.8,en-US;q=0.9",
    "pt;q=0.3, ja",
    "da, en-gb;q=0.8, en;q=0.7",
    "*",
    "zh-Hant-TW;q=1.0, xx;q=0",
    "",
]


@dataclass(frozen=True)
class LangRange:
    tag: str
    q: float
    position: int

    @property
    def primary(self):
        return self.tag.split("-")[0]


def parse_accept(header):
    ranges = []
    for position, part in enumerate(p.strip() for p in header.split(",")):
        if not part:
            continue
        tag, *params = [x.strip() for x in part.split(";")]
        q = 1.0
        for param in params:
            name, _, value = param.partition("=")
            if name.strip() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        ranges.append(LangRange(tag.lower(), q, position))
    return sorted(ranges, key=lambda r: (-r.q, r.position))


def negotiate(header, available=AVAILABLE, default="en-US"):
    lowered = {a.lower(): a for a in available}
    for r in parse_accept(header):
        if r.q <= 0:
            continue
        if r.tag == "*":
            return default, r.q
        if r.tag in lowered:
            return lowered[r.tag], r.q
        for low, original in lowered.items():
            if low.split("-")[0] == r.primary:
                return original, r.q
    return default, 0.0


def main():
    width = max(len(h) for h in HEADERS) + 2
    print(f"{'Accept-Language':<{width}}| chosen  | q")
    print("-" * width + "+---------+-----")
    for header in HEADERS:
        chosen, q = negotiate(header)
        shown = header or "(empty)"
        print(f"{shown:<{width}}| {chosen:<7} | {q:.1f}")
    parsed = parse_accept(HEADERS[0])
    print([f"{r.tag}@{r.q:g}" for r in parsed])
    print(sorted({r.primary for h in HEADERS for r in parse_accept(h)} - {"*"}))


if __name__ == "__main__":
    main()
