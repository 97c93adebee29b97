def main(xs: list[str]) -> None:
    """Joined items may hold the separator themselves."""
    if len(xs) <= 4:
        assert "-".join(xs).count("-") == max(len(xs) - 1, 0)
