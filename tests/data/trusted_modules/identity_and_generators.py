def main() -> None:
    xs = [1, 0, 2]
    ys = xs
    print(type(xs) is list, type("a") is str, type(3) is not int, xs is ys, xs is [1, 0, 2], type(xs))
    print(any(10 // x > 3 for x in xs), all(x > 0 for x in xs), sum(x * 2 for x in xs if x))
    print(",".join(str(x) for x in xs), sorted(-x for x in xs), "./a".removeprefix("./"), "a.jpg".removesuffix(".jpg"))
