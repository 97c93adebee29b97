LIMIT = 10 * 3
SEEN = sorted({3, 1, 2})
def bump():
    global LIMIT
    LIMIT += 1
    SEEN.append(LIMIT)
def main():
    bump()
    bump()
    print(LIMIT, SEEN)
    return LIMIT
