# Each evaluation of a comprehension has its own variable: lambdas made in one run see that run's last value.
# expect: proved
# inputs: (0,), (1,), (-1,), (7,)
def main(a: int) -> int:
    fs = []
    for j in range(2):
        fs = fs + [lambda: i * 10 + j for i in range(j + 1)]
    return fs[0]() + fs[1]() * 100 + fs[2]() * 10000
