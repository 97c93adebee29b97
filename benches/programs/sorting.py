# Sorting generated pseudo-random data: sorted(key=...) and list.sort(reverse=True).

COUNT = 150000


def lcg_list(count: int, seed: int) -> list[int]:
    out = []
    for _ in range(count):
        seed = (seed * 1103515245 + 12345) % 2147483648
        out.append(seed >> 4)
    return out


def digit_key(x: int) -> tuple[int, int]:
    return (x % 1000, x)


def name_key(s: str) -> str:
    return s[::-1]


def main() -> int:
    data = lcg_list(COUNT, 7)
    by_key = sorted(data, key=digit_key)
    desc = data.copy()
    desc.sort(reverse=True)
    asc = sorted(data)
    names = [f"item{x % 100000:05d}" for x in data[:20000]]
    names.sort(key=name_key)
    rev = sorted(names, reverse=True)
    ok = 1
    for i in range(1, len(asc)):
        if asc[i - 1] > asc[i]:
            ok = 0
    h = 0
    for x in by_key[:500]:
        h = (h * 131 + x) % 1000000007
    mean = round(sum(data) / len(data), 2)
    tail = list(reversed(asc))[:3]
    spread = max(data) - min(data)
    print(f"mean {mean} tail {tail} spread {spread} any {any([x > spread for x in tail])} all {all(asc)}")
    print(f"ok {ok} first {by_key[0]} max {desc[0]} min {asc[0]} name {names[0]} rev {rev[0]}")
    return h + desc[0] % 1000 + asc[len(asc) // 2] % 1000
