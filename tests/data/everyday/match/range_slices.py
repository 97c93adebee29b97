def main():
    r = range(10)
    print(r[2:5], r[::-1], r[1:8:3], r[-3:], r[5:2], range(3, 20, 4)[1:-1], range(10, 0, -2)[::2], list(r[::-3]))
    match range(4):
        case [a, *mid, b]:
            print(a, mid, b)
    return 0
