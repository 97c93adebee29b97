def main(ids: list[int]) -> int:
    """Append a flag to a list of ids."""
    ids.append(True)
    return len(ids)
