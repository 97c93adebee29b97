LINES = ["  # header", "alpha, 3", "beta,5", "", "gamma , x", "delta,12", "  epsilon,  7  ", "# end"]


def clean(lines):
    for line in lines:
        line = line.strip()
        if line and not line.startswith("#"):
            yield line


def parsed(lines):
    for line in lines:
        name, _, raw = line.partition(",")
        if (value := raw.strip()).isdigit():
            yield name.strip(), int(value)
        else:
            print("skip", repr(line))


def running_total(pairs):
    total = 0
    for name, value in pairs:
        total += value
        yield name, value, total


def main():
    for name, value, total in running_total(parsed(clean(LINES))):
        print(f"{name:<8}{value:>4}{total:>5}")
    gen = (n * n for n in range(10) if n % 3)
    print(next(gen), next(gen), list(gen))
    print(sum(v for _, v in parsed(clean(LINES))), max(parsed(clean(LINES)), key=lambda p: p[1]))
    evens = list(filter(lambda x: x % 2 == 0, map(lambda p: p[1], parsed(clean(LINES)))))
    return evens
