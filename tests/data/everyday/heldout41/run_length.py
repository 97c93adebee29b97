def rle_encode(s: str) -> str:
    if not s:
        return ""
    out = []
    prev, count = s[0], 1
    for ch in s[1:]:
        if ch == prev:
            count += 1
        else:
            out.append(f"{count}{prev}")
            prev, count = ch, 1
    out.append(f"{count}{prev}")
    return "".join(out)


def rle_decode(s: str) -> str:
    result = []
    num = ""
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            result.append(ch * int(num))
            num = ""
    return "".join(result)


def groups(s):
    i = 0
    while i < len(s):
        j = i
        while j < len(s) and s[j] == s[i]:
            j += 1
        yield s[i], j - i
        i = j


def main():
    samples = ["aaabccddddde", "abc", "", "zzzzzzzzzzzz", "aabbaa", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW"]
    for s in samples:
        enc = rle_encode(s)
        dec = rle_decode(enc)
        ratio = len(enc) / len(s) if s else 0
        print(f"{s[:12]!r:<16} -> {enc!r:<20} ok={dec == s} ratio={ratio:.2f}")
    print(list(groups("mississippi")))
    longest = max(groups("aabbbbccdddddde"), key=lambda g: g[1])
    print("longest run:", longest)
    print(dict(groups("xxyzz")), sum(n for _, n in groups("hello")))


if __name__ == "__main__":
    main()
