# 文件：打开与保存点集和课例，文件对话框，课例链接，自动保存，导出，课例的重放，预设，
# 以及网页版。

## 打开文件
files-lesson-not-utf8 = { $name }：课例是文本（UTF-8）文件，而这个文件不是。
files-still-reading = 仍在读取 { $reading }；读完后再打开 { $name }。
files-dropped-many = 拖入了 { $count } 个文件；只打开第一个：{ $name }。
files-reading-stopped = { $name }：读取意外中止。
# $reason 是读取器的提示，开头就是文件名。
files-could-not-open = 无法打开 { $reason }
files-opened-lesson = 已打开课例 { $name }。
files-one-feature = { $name } 的每个点只有一个特征；平面需要两个。
files-pick-between = 请在 x1 到 x{ $dim } 之间选择两个不同的特征。
files-name-problem = { $name }：{ $problem }
files-format-whitespace = 空白分隔
files-opened-points = 已打开 { $name }：{ $count } 个点（{ $format }），以 { $x } 和 { $y } 作图。
files-opened-as-classes = 它的标签多于两个类别：已在“多类别”中打开。
# 提示中各句之间（读取器的说明接在第一句之后）。
files-sentence-gap = {""}
files-cannot-learn = 学习器无法运行：{ $why }。
files-reading = 正在读取 { $name }……{ $seconds } 秒
files-reading-with-size = 正在读取 { $name }（{ $megabytes } MB）……{ $seconds } 秒

## 保存
files-saved-points = 已把 { $count } 个点保存到 { $name }。
files-could-not-save = 无法保存 { $name }：{ $reason }。原文件未作改动。
files-save-stopped = 保存意外中止。
files-saving = 正在保存……

## 选择特征
files-picker-title = 选哪两个特征？
files-picker-explanation = { $name } 有 { $count } 个点，每个点 { $dim } 个特征。平面显示其中两个，学习器也只在这两个特征上学习。
files-picker-across = 横轴（x₁）
files-picker-up = 纵轴（x₂）
files-pick-different = 请选择两个不同的特征。
files-plot-these = 绘制这两个
files-cancel = 取消

## 文件对话框与输入路径的窗口
files-title-open = 打开点集或课例
files-title-save-points = 点集另存为
files-title-save-lesson = 课例另存为
files-title-export-png = 导出图片（PNG）
files-title-export-history = 导出历史记录（CSV）
files-filter-points-or-lesson = 点集或课例
files-filter-all = 所有文件
files-filter-whitespace = 空白分隔（.dat）
files-dialog-failed = 无法显示文件对话框；请改为输入路径（或把文件拖放到窗口上）。
files-no-dialog = 本系统没有可用的文件对话框（需要 XDG 桌面门户或 zenity）。请输入文件的路径：
files-drop-hint = 也可以把文件拖放到窗口上。
files-ok = 确定

## 课例链接
files-link-copied = 课例的链接（{ $length } 个字符）已复制到剪贴板。
# 核心的提示如何称呼粘贴的链接（“链接：链接已损坏：……”）。
files-link-name = 链接
files-opened-from-link = 已从链接打开课例。
files-could-not-open-lesson = 无法打开课例：{ $reason }
files-link-title = 从链接打开课例
files-link-paste = 粘贴课例的链接（Ctrl+V）：带 #lesson=… 的页面地址、单独的这一部分，或课例文件的文本。
files-open = 打开

## 课例与自动保存
files-undo-lesson = 撤销：已恢复打开课例之前的状态。
files-saved-lesson = 已把课例保存到 { $name }。
files-autosave-not-kept = 它无法另行保留，将被覆盖。
files-autosave-kept = 它已另存为 { $path }。
files-autosave-broken = 无法恢复上次的会话（{ $reason }）。{ $kept }现在以空白状态启动。

## 导出
files-size-window = 窗口大小
files-size-double = 窗口的 2 倍
files-export-busy = 正在导出一张图片；请稍后再试。
files-could-not-export = 无法导出 { $name }：{ $reason }。
files-exported-png = 已导出 { $name }（{ $width }×{ $height } 像素）。
files-exported-history = 已把历史记录导出到 { $name }（t = 0 到 { $t }）。

## 重放课例
files-replay-failed = 无法重放课例：{ $reason }。课例从 t = 0 开始。
files-replay-dropped = 课例的重放已放弃：其间点被修改了。学习器从 t = 0 开始。
files-replay-stopped-before = 课例要求 { $name } 运行到 t = { $asked }，但该运行在 t = { $reached } 就停止了：{ $why }
files-replaying = 正在从随机种子重放课例：已完成 { $done } / { $total } 次更新
files-replay-cancel-tip = 停止重放：学习器停在目前已达到的 t。

## 预设
files-preset-separable = 线性可分
files-preset-separable-tip = 点分布在一条随机直线的两侧，与直线的距离都不小于间隔。PLA 在这里总会收敛；间隔越宽，更新次数越少。
files-preset-noisy = 有噪声的标签
files-preset-noisy-tip = 一个线性可分的点集，每个标签以概率 p 翻转。通常不再线性可分：PLA 永远不会停止，口袋算法保留最好的那条线。
files-preset-blobs = 重叠的点团
files-preset-blobs-tip = 两团相互重叠的点。没有直线能把它们分开；对比口袋算法、逻辑回归和线性回归。
files-preset-xor = 异或（XOR）
files-preset-xor-tip = 四团点，对角的两团标签相同。任何直线都只能分对大约一半：这是线性分类器的局限。
files-preset-ring = 圆环
files-preset-ring-tip = ○ 在一个圆盘里，× 在它外面的圆环里。任何直线都分不开它们；高斯核能让边界绕着圆盘弯曲。

## 点（开发者的检查，但也可能被人看到）
files-no-such-point = 不存在点 { $index }

## 网页版
files-web-could-not-start = linlab 无法启动（原因见浏览器控制台）。
# 核心的提示如何称呼页面地址中的课例。
files-web-page-address = 页面地址
files-web-bad-address = 无法读取页面地址中的课例：{ $reason }
files-web-last-session = 上次的会话
# 页面标题。
files-web-title = linlab — { $points } 个点，t = { $t } — { $status }
files-title-save-script = 保存讲座脚本
files-title-save-results = 保存练习结果
files-too-large-for-lesson = { $name } 超过 { $max } 字节：作为课例或脚本太大
