def main():
    print(type(range), type(int), type(3) is int, type(type(3)) is type, type(str) == type)
    kinds = [int, str, list, dict, range, float, bool, tuple, set]
    print([str(t) for t in kinds])
    print(all(type(k) is type for k in kinds), isinstance(range, type))
    return 0
