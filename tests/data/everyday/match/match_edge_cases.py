def gen(items):
    for it in items:
        match it:
            case [k, v]:
                yield f"{k}={v}"
            case str(s):
                yield s.upper()
            case _:
                continue


def main():
    print(list(gen([["a", 1], "b", 3, ("c", 2)])))
    fs = []
    for pair in [(1, 2), (3, 4)]:
        match pair:
            case (a, b):
                fs.append(lambda: a + b)
    print([f() for f in fs])
    x = None
    match [1, 2]:
        case [x, y] if x > 5:
            pass
        case _:
            print("guard failed, x bound to", x, y)
    total = 0
    for v in [1, 2, 3, 99, 4]:
        match v:
            case 99:
                break
            case n if n % 2:
                total += n
                continue
        total += 100
    print(total)
    match {"a": 1, "b": 2, "c": 3}:
        case {"b": 2, **others}:
            print(others)
    match 1.0:
        case 1:
            print("1.0 matches 1")
    match True:
        case 1:
            print("True matches 1")
    match 0:
        case False:
            print("wrong")
        case _:
            print("0 is not False")
    match "abc":
        case [*chars]:
            print("str is a sequence?!")
        case _:
            print("str is not a sequence pattern")
    match (1, (2, [3, 4])):
        case (a, (b, [c, *d])):
            print(a, b, c, d)
    return total
