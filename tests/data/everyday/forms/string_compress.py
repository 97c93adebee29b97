SAMPLES = ["aaabccdddd", "abc", "", "zzzzzzzzzzzz", "aabbaa"]


def runs(s):
    if not s:
        return
    current, count = s[0], 1
    for ch in s[1:]:
        if ch == current:
            count += 1
        else:
            yield current, count
            current, count = ch, 1
    yield current, count


def compress(s):
    packed = "".join(f"{ch}{n}" if n > 1 else ch for ch, n in runs(s))
    return packed if len(packed) < len(s) else s


def main() -> None:
    for s in SAMPLES:
        print(f"{s!r:>16} -> {compress(s)!r}")
    print(max(SAMPLES, key=lambda s: max((n for _, n in runs(s)), default=0)))
