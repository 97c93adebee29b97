def main() -> None:
    print(Counter("ab"))
