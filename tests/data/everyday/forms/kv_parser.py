RAW = "name=server1; cpu=4; mem=16GB; tags=web,prod; ; debug"


def pairs(text, *, sep=";", eq="="):
    for part in text.split(sep):
        part = part.strip()
        if not part:
            continue
        key, *rest = part.split(eq, 1)
        value = rest[0] if rest else ""
        yield key, value or True


def main() -> None:
    cfg = dict(pairs(RAW))
    for k, v in cfg.items():
        print(f"{k:>6}: {v!r}")
    tags = cfg.get("tags", "").split(",")
    print("tags:", tags, "debug:", cfg.get("debug", False))
