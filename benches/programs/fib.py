# Naive recursive Fibonacci: function-call overhead.

N = 32


def fib(n: int) -> int:
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def main() -> int:
    total = 0
    for k in range(20, 24):
        total += fib(k)
    result = fib(N)
    print(f"fib({N}) = {result}")
    return result + total
