// What the layout tests check an item tree with: its visible parts (controls
// and texts, outermost only), what is seen of an item (cut by the scrolling
// areas it lies in), whether two parts overlap, whether an item lies inside
// another.
.pragma library

function parts(item, out) {
    if (!item || !item.visible || item.width <= 0 || item.height <= 0) return;
    const isPart = typeof item.text === "string" || item.objectName === "historyList";
    if (isPart) {
        out.push(item);
        return;
    }
    for (let i = 0; i < item.children.length; ++i) parts(item.children[i], out);
}

function seen(item, root) {
    const p = item.mapToItem(root, 0, 0);
    let r = {x: p.x, y: p.y, w: item.width, h: item.height};
    for (let up = item.parent; up; up = up.parent) {
        if (!up.clip) continue;
        const c = up.mapToItem(root, 0, 0);
        const x = Math.max(r.x, c.x), y = Math.max(r.y, c.y);
        r = {x: x, y: y, w: Math.min(r.x + r.w, c.x + up.width) - x, h: Math.min(r.y + r.h, c.y + up.height) - y};
    }
    return r;
}

function overlap(a, b, root) {
    const p = seen(a, root), q = seen(b, root);
    const slack = 0.5;  // touching edges are no overlap
    return p.w > 0 && p.h > 0 && q.w > 0 && q.h > 0 &&
           p.x + p.w - slack > q.x && q.x + q.w - slack > p.x &&
           p.y + p.h - slack > q.y && q.y + q.h - slack > p.y;
}

function describe(item) {
    return (item.objectName || item.toString()) + (typeof item.text === "string" ? " '" + item.text + "'" : "");
}

// Whether all of an item is seen: inside the window and not cut by a
// scrolling area it lies in.
function wholeInView(item, outer) {
    const r = seen(item, outer);
    return inside(item, outer) && r.w >= item.width - 0.5 && r.h >= item.height - 0.5;
}

function inside(item, outer) {
    const p = item.mapToItem(outer, 0, 0);
    return p.x >= -0.5 && p.y >= -0.5 && p.x + item.width <= outer.width + 0.5 && p.y + item.height <= outer.height + 0.5;
}
