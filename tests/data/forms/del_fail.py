def main(k: str) -> None:
    d = {"a": 1}
    del d[k]
