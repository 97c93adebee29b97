# prove: proved
def main(a: int, b: int) -> int:
    r = 0
    for i in range(3):
        try:
            if a == i:
                break
            r += b // (a - i)
        except ZeroDivisionError:
            continue
        finally:
            r += 1
    assert r >= 0 or b < 0 or a < 0
    return r
