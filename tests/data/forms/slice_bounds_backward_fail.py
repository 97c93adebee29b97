def main(start: int) -> int:
    queue = [1, 2, 3, 4]
    picked = queue[start::-1]
    return picked[0]
