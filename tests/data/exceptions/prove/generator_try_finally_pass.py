# prove: proved
def gen(n: int):
    for i in range(n):
        try:
            yield 10 // (i - 2)
        finally:
            print("cleanup")

def main(n: int) -> int:
    return sum(gen(min(n, 2)))
