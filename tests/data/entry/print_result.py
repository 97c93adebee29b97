def summary():
    return {"ok": 3, "failed": 1}


def main():
    print("checked")
    return sorted(summary().items())


if __name__ == "__main__":
    print(main())
