# 播報、播報記錄、作為圖形的平面及其按鍵（讀屏軟體與鍵盤）。

access-menu = 無障礙
access-announcements = 播報（讀屏軟體與播報記錄）：
access-level-off = 關閉
access-level-off-tip = 不播報任何內容。
access-level-brief = 簡略
access-level-brief-tip = 只說發生了什麼，不帶數字：「第 3 次更新，修正 P7；還剩 2 個誤分類點」。
access-level-normal = 標準
access-level-normal-tip = 帶上點的座標和 w：「第 3 次更新，修正 P7 (1.2, −0.4) 圈：w = (−1, 1, 2)；還剩 2 個誤分類點」。
access-level-full = 詳細
access-level-full-tip = 另外給出 y·s 和直線方程。
access-caption-log = 播報記錄
access-caption-log-tip = 在平面下方顯示最近的播報，供全班閱讀（簡報模式的舞臺上不顯示：那裡顯示的是場景的說明）。
access-caption-log-title = 播報
access-caption-log-empty = 尚無播報：讓學習器單步執行，或按 F7 後在平面上用方向鍵移動游標。
access-focus-plane = 讓平面獲得鍵盤焦點（F7）
access-keys = 在平面上：方向鍵移動游標（按住 Shift 可微調）；O 和 X 在游標處放置 ○ 和 ×；Delete 刪除游標下的點，F 翻轉它的標籤；[ 和 ] 轉到上一個、下一個點；G 轉到下一個誤分類點、下一個將被修正的點、支持向量、中心或離直線最近的點（Shift+G 反向）；Enter 拿起一個點，並把它放到方向鍵移到的位置（Escape 讓它留在原處），或回答要求指出位置的練習；D 朗讀整個平面；T 以表格檢視圖表。S 單步，Space 播放。

access-figure-name = 平面
access-figure-context = { $workspace }：{ $state }
access-two-sentences = { $first }。{ $second }
access-separator = {"；"}
access-figure-points = { $count } 個點，{ $plus } 個圈，{ $minus } 個叉
access-figure-line = 直線 { $line }，w = { $w }
access-figure-mistakes = { $count ->
    [0] 沒有誤分類點
   *[other] { $count } 個誤分類點：{ $list }
}
access-figure-cursor = 游標在 { $at }
access-more = 另有 { $count } 個
# 播報中的點列表（「P3、P5、另有 2 個」）和標籤的讀法：中文讀屏把 × 讀成「乘」，所以讀作圈、叉。
access-list-separator = 、
access-label-positive = 圈
access-label-negative = 叉

access-point = P{ $n } { $at } { $label }
access-point-scored = P{ $n } { $at } { $label }，y·s = { $margin }{ $mistake }
access-point-mistake = ，被誤分類
access-point-of = { $point }（共 { $count } 個）
access-cursor-side = ，在{ $label }一側，s = { $score }
access-cursor-on = ；在 { $point } 上
access-placed = 在 { $at } 放置{ $label }：P{ $n }
access-removed = 已刪除 P{ $n }
access-flipped = P{ $n } 現在是{ $label }
access-no-point-here = 游標下沒有點。
access-no-points = 還沒有點：按 O 或 X 在游標處放一個。
access-picked-up = 已拿起 P{ $n }：方向鍵移動它，Enter 放下，Escape 讓它留在原處。
access-carried = P{ $n } 移到 { $at }
access-put-down = P{ $n } 已放在 { $at }
access-put-back = P{ $n } 留在原處
access-no-landmarks = 沒有可跳轉的位置：還沒有直線，也沒有誤分類點。
access-landmark-mistake = 第 { $k } 個誤分類點（共 { $count } 個）
access-landmark-next = 下一個將被修正的點
access-landmark-support = 第 { $k } 個支持向量（共 { $count } 個）
access-landmark-nearest = 離直線最近的點，距離 { $distance }
access-landmark-centre = 中心 { $k }

access-update = 第 { $t } 次更新，修正 P{ $n } { $at } { $label }：w = { $w }；{ $mistakes ->
    [0] 已沒有誤分類點
   *[other] 還剩 { $mistakes } 個誤分類點
}
access-update-brief = 第 { $t } 次更新，修正 P{ $n }；{ $mistakes ->
    [0] 已沒有誤分類點
   *[other] 還剩 { $mistakes } 個誤分類點
}
access-update-margin = ；更新前 y·s 為 { $margin }
access-visit-correct = 檢查 P{ $n }：分類正確，y·s = { $margin }
access-batch = 第 { $t } 步：w = { $w }；{ $mistakes ->
    [0] 沒有誤分類點
   *[other] { $mistakes } 個誤分類點
}
access-pair = SMO 第 { $t } 步，更新 P{ $i } 和 P{ $j } 這一對；{ $mistakes ->
    [0] 沒有誤分類點
   *[other] { $mistakes } 個誤分類點
}
access-pair-alphas = ；P{ $i } 的 α 從 { $from_i } 變為 { $to_i }，P{ $j } 的 α 從 { $from_j } 變為 { $to_j }
access-pair-dual = ；D(α) = { $dual }
access-solved = 已求解：w = { $w }；{ $mistakes ->
    [0] 沒有誤分類點
   *[other] { $mistakes } 個誤分類點
}
access-state = { $state }；{ $mistakes ->
    [0] 沒有誤分類點
   *[other] { $mistakes } 個誤分類點
}
access-the-line = 。直線：{ $line }

access-scene = 第 { $k } 個場景（共 { $count } 個）。{ $caption }
access-scene-ask = 問題：{ $ask }
access-verdict-right = 正確。{ $reason }
access-verdict-wrong = 還不對。{ $reason }

access-tables = 以表格檢視圖表（F8）
access-tables-tip = 以表格給出每個圖的數值，讀屏軟體可逐行朗讀：各點的 y·s 與誤差、E_in 隨 t 的變化、D(α) 與 P(w)、J。在平面上按 T 也能開啟。
access-tables-title = 圖表資料表
access-tables-none = 這個工作區沒有可以讀成表格的圖。
access-tables-empty = 表中還沒有資料：先讓學習器單步執行。
access-tables-keys = 按一下表格或按 F8，然後用 ↑ ↓（PageUp、PageDown、Home、End）逐行移動，每一行都會朗讀出來。
access-sound = 聲音
access-sound-tip = 每次單步都會播放一個短音：更新時是下行的兩個音，沒有誤分類點時是上行的大三度，什麼都沒變時是一聲輕響，學習器發散時是低沉的嗡聲。F9 把損失面板中的曲線播放成一段音高掃描。
access-play-loss-curves = 播放損失曲線（F9）
access-play-loss-curves-tip = 依次播放損失面板中的各條曲線，沿 y·s 從 −3 到 3 由左到右：誤差越大，音越高（誤差 0 最低，4 及以上高兩個八度）；曲線沒有值的地方是靜音。
access-key-play-loss-curves = 把損失面板中的曲線播放成音高掃描（須在「無障礙」選單中開啟「聲音」）
access-sound-sweep = 播放損失曲線，y·s 從 −3 到 3，誤差越大音越高：{ $curves }
access-sound-off = 聲音已關閉：請在「無障礙」選單中開啟「聲音」。
access-sound-failed = 沒有聲音伺服器：{ $error }
access-table-row = 第 { $k } 行，共 { $count } 行：{ $cells }
access-table-cell-separator = ，
access-table-points = 各點及其誤差
access-table-first = 只列出 { $count } 個點中的前 { $shown } 個。
access-table-e-in = E_in 隨 t 的變化
access-table-answer-zero-one = 答案的 E_in（0/1）
access-table-objectives = D(α) 與 P(w) 隨 t 的變化
access-table-sampled = 取樣：圖中每 { $stride } 個 t 保留一個，本表也一樣。
access-table-cost = J 隨半步的變化
access-table-half-step = 半步
access-table-half = 半步類型
access-table-changed = 改變所屬群集的點數
access-half-assign = 分配
access-half-move = 移動
access-help-plane = 用鍵盤操作平面（F7）
