def main() -> int:
    return 1
