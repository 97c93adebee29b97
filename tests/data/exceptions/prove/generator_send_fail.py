# prove: failed assertion
def running_total():
    total = 0
    while True:
        amount = yield total
        if amount is not None and amount > 0:
            total += amount


def main(a: int, b: int) -> int:
    acc = running_total()
    next(acc)
    acc.send(a)
    total = acc.send(b)
    assert total >= 0
    assert total == a + b
    return total
