"""Class methods read from builtin classes: present ones run, absent ones are CPython's AttributeError."""
def main():
    for f in (lambda: int.fromhex("0x1"), lambda: float.fromhex("0x1"), lambda: str.maketrans("a", "b"), lambda: int.from_bytes(b"\x01", "big"), lambda: dict.fromkeys("ab"), lambda: list.nope, lambda: bytes.fromhex("01")):
        try:
            print(repr(f()))
        except AttributeError as e:
            print("AttributeError", e)


if __name__ == "__main__":
    main()
