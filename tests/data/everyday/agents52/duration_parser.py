def parse_duration(text):
    units = {"h": 3600, "m": 60, "s": 1}
    total, num = 0, ""
    for ch in text.strip():
        if ch.isdigit():
            num += ch
        elif ch in units and num:
            total += int(num) * units[ch]
            num = ""
        elif ch.isspace():
            continue
        else:
            raise ValueError(f"bad duration {text!r} at {ch!r}")
    if num:
        raise ValueError(f"trailing number in {text!r}")
    return total


def fmt(seconds):
    h, rest = divmod(seconds, 3600)
    m, s = divmod(rest, 60)
    parts = [f"{v}{u}" for v, u in ((h, "h"), (m, "m"), (s, "s")) if v]
    return " ".join(parts) or "0s"


def main():
    for raw in ["1h 30m", "45s", "2h5s", "90m", "1x", "10", "  3m 3s "]:
        try:
            secs = parse_duration(raw)
        except ValueError as err:
            print("error:", err)
            continue
        print(f"{raw!r:>10} -> {secs:>5}s = {fmt(secs)}")
    print(sorted(["1h", "30m", "59s", "2h"], key=parse_duration, reverse=True))


if __name__ == "__main__":
    main()
