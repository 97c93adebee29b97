"""str methods that raise inside a loop: index misses caught, a bad separator caught."""
def main():
    words = ["alpha", "beta", "gamma"]
    hits = 0
    for w in words * 3:
        try:
            hits += "xalphabetagammax".index(w[1:])
            print(w.index("z"))
        except ValueError as e:
            print("miss", e)
    print(hits)
    try:
        "abc".split("")
    except ValueError as e:
        print("split:", e)

if __name__ == "__main__":
    main()
