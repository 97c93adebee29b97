def main(name: str) -> int:
    # CPython salts str hashes per process: no proof may rely on the number.
    h = hash(name + "-v1")
    assert h == hash(name + "-v1")
    assert h % 2 == 0 or h % 2 == 1
    return h
