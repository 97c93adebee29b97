def main():
    tasks = ["write", "test", "deploy"]
    tasks.insert(1, "review")
    tasks.append("celebrate")
    tasks.remove("test")
    print(tasks, tasks.index("deploy"), tasks.count("write"))
    done = tasks.pop(0)
    tasks.extend(["retro"])
    print(done, tasks, tasks[::-1], tasks[1:3], tasks[-2:])
    nums = [5, 3, 8, 1, 9, 2]
    nums.sort(reverse=True)
    print(nums, sorted(nums)[:3], list(reversed(nums))[:2])
    del nums[1:3]
    nums[0:1] = [100, 101]
    print(nums, nums * 2 == nums + nums, [0] * 3)
    matrix = [[0] * 3 for _ in range(2)]
    matrix[0][1] = 5
    print(matrix, [row[:] for row in matrix] == matrix)
    pairs = sorted([("b", 2), ("a", 2), ("c", 1)], key=lambda p: p[1])
    print(pairs, min(pairs), max(pairs, key=lambda p: (p[1], p[0])))
    first, *middle, last = range(6)
    print(first, middle, last, any(x > 4 for x in middle), all(middle))
    return len(tasks)
