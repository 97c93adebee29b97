def main() -> int:
    h = hash("order-17")
    assert h != 12345
    return h
