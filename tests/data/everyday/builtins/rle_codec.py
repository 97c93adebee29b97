def encode(text: str) -> str:
    if not text:
        return ""
    out = []
    current, count = text[0], 1
    for ch in text[1:]:
        if ch == current:
            count += 1
        else:
            out.append(f"{count}{current}")
            current, count = ch, 1
    out.append(f"{count}{current}")
    return "".join(out)


def decode(code: str) -> str:
    out = []
    number = ""
    for ch in code:
        if ch.isdigit():
            number += ch
        else:
            out.append(ch * int(number))
            number = ""
    return "".join(out)


def main() -> None:
    for s in ("aaabccdddd", "abc", "", "zzzzzzzzzzzz", "aabbaa"):
        e = encode(s)
        print(f"{s!r:<16} -> {e!r:<12} ok={decode(e) == s} ratio={len(e) / max(len(s), 1):.2f}")
