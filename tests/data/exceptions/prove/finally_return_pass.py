# prove: proved
def main(a: int, b: int) -> int:
    try:
        return a // b
    finally:
        return 0
