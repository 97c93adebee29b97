def main() -> None:
    data = {"jan": 12, "feb": 19, "mar": 7, "apr": 25, "may": 16}
    top = max(data.values())
    height = 5
    for level in range(height, 0, -1):
        threshold = top * level / height
        row = "".join([" ## " if v >= threshold else "    " for v in data.values()])
        print(f"{round(threshold):>3} |{row}")
    print("    +" + "-" * (4 * len(data)))
    print("     " + "".join([m.center(4) for m in data]))
    print("total %d, peak in %s, lowest in %s" % (sum(data.values()), max(data, key=data.get), min(data, key=data.get)))
