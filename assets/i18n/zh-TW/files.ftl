# 檔案：開啟與儲存點集和課例，檔案對話方塊，課例連結，自動儲存，匯出，課例的重放，預設集，
# 以及網頁版。

## 開啟檔案
files-lesson-not-utf8 = { $name }：課例是文字（UTF-8）檔案，而這個檔案不是。
files-still-reading = 仍在讀取 { $reading }；讀完後再開啟 { $name }。
files-dropped-many = 拖入了 { $count } 個檔案；只開啟第一個：{ $name }。
files-reading-stopped = { $name }：讀取意外中止。
# $reason 是讀取器的提示，開頭就是檔名。
files-could-not-open = 無法開啟 { $reason }
files-opened-lesson = 已開啟課例 { $name }。
files-one-feature = { $name } 的每個點只有一個特徵；平面需要兩個。
files-pick-between = 請在 x1 到 x{ $dim } 之間選擇兩個不同的特徵。
files-name-problem = { $name }：{ $problem }
files-format-whitespace = 空白分隔
files-opened-points = 已開啟 { $name }：{ $count } 個點（{ $format }），以 { $x } 和 { $y } 作圖。
files-opened-as-classes = 它的標籤多於兩個類別：已在「多類別」中開啟。
# 提示中各句之間（讀取器的說明接在第一句之後）。
files-sentence-gap = {""}
files-cannot-learn = 學習器無法執行：{ $why }。
files-reading = 正在讀取 { $name }……{ $seconds } 秒
files-reading-with-size = 正在讀取 { $name }（{ $megabytes } MB）……{ $seconds } 秒

## 儲存
files-saved-points = 已把 { $count } 個點儲存到 { $name }。
files-could-not-save = 無法儲存 { $name }：{ $reason }。原檔案未作改動。
files-save-stopped = 儲存意外中止。
files-saving = 正在儲存……

## 選擇特徵
files-picker-title = 選哪兩個特徵？
files-picker-explanation = { $name } 有 { $count } 個點，每個點 { $dim } 個特徵。平面顯示其中兩個，學習器也只在這兩個特徵上學習。
files-picker-across = 橫軸（x₁）
files-picker-up = 縱軸（x₂）
files-pick-different = 請選擇兩個不同的特徵。
files-plot-these = 繪製這兩個
files-cancel = 取消

## 檔案對話方塊與輸入路徑的視窗
files-title-open = 開啟點集或課例
files-title-save-points = 點集另存為
files-title-save-lesson = 課例另存為
files-title-export-png = 匯出圖片（PNG）
files-title-export-history = 匯出歷史記錄（CSV）
files-filter-points-or-lesson = 點集或課例
files-filter-all = 所有檔案
files-filter-whitespace = 空白分隔（.dat）
files-dialog-failed = 無法顯示檔案對話方塊；請改為輸入路徑（或把檔案拖放到視窗上）。
files-no-dialog = 本系統沒有可用的檔案對話方塊（需要 XDG 桌面門戶或 zenity）。請輸入檔案的路徑：
files-drop-hint = 也可以把檔案拖放到視窗上。
files-ok = 確定

## 課例連結
files-link-copied = 課例的連結（{ $length } 個字元）已複製到剪貼簿。
# 核心的提示如何稱呼貼上的連結（「連結：連結已損壞：……」）。
files-link-name = 連結
files-opened-from-link = 已從連結開啟課例。
files-could-not-open-lesson = 無法開啟課例：{ $reason }
files-link-title = 從連結開啟課例
files-link-paste = 貼上課例的連結（Ctrl+V）：帶 #lesson=… 的網址、單獨的這一部分，或課例檔案的文字。
files-open = 開啟

## 課例與自動儲存
files-undo-lesson = 復原：已恢復開啟課例之前的狀態。
files-saved-lesson = 已把課例儲存到 { $name }。
files-autosave-not-kept = 它無法另行保留，將被覆蓋。
files-autosave-kept = 它已另存為 { $path }。
files-autosave-broken = 無法恢復上次的會話（{ $reason }）。{ $kept }現在以空白狀態啟動。

## 匯出
files-size-window = 視窗大小
files-size-double = 視窗的 2 倍
files-export-busy = 正在匯出一張圖片；請稍後再試。
files-could-not-export = 無法匯出 { $name }：{ $reason }。
files-exported-png = 已匯出 { $name }（{ $width }×{ $height } 像素）。
files-exported-history = 已把歷史記錄匯出到 { $name }（t = 0 到 { $t }）。

## 重放課例
files-replay-failed = 無法重放課例：{ $reason }。課例從 t = 0 開始。
files-replay-dropped = 課例的重放已放棄：其間點被修改了。學習器從 t = 0 開始。
files-replay-stopped-before = 課例要求 { $name } 執行到 t = { $asked }，但該執行在 t = { $reached } 就停止了：{ $why }
files-replaying = 正在從隨機種子重放課例：已完成 { $done } / { $total } 次更新
files-replay-cancel-tip = 停止重放：學習器停在目前已達到的 t。

## 預設集
files-preset-separable = 線性可分
files-preset-separable-tip = 點分佈在一條隨機直線的兩側，與直線的距離都不小於間隔。PLA 在這裡總會收斂；間隔越寬，更新次數越少。
files-preset-noisy = 有雜訊的標籤
files-preset-noisy-tip = 一個線性可分的點集，每個標籤以機率 p 翻轉。通常不再線性可分：PLA 永遠不會停止，口袋演算法保留最好的那條線。
files-preset-blobs = 重疊的點團
files-preset-blobs-tip = 兩團相互重疊的點。沒有直線能把它們分開；對比口袋演算法、邏輯斯迴歸和線性迴歸。
files-preset-xor = 異或（XOR）
files-preset-xor-tip = 四團點，對角的兩團標籤相同。任何直線都只能分對大約一半：這是線性分類器的侷限。
files-preset-ring = 圓環
files-preset-ring-tip = ○ 在一個圓盤裡，× 在它外面的圓環裡。任何直線都分不開它們；高斯核能讓邊界繞著圓盤彎曲。

## 點（開發者的檢查，但也可能被人看到）
files-no-such-point = 不存在點 { $index }

## 網頁版
files-web-could-not-start = linlab 無法啟動（原因見瀏覽器控制台）。
# 核心的提示如何稱呼網址中的課例。
files-web-page-address = 網址
files-web-bad-address = 無法讀取網址中的課例：{ $reason }
files-web-last-session = 上次的會話
# 頁面標題。
files-web-title = linlab — { $points } 個點，t = { $t } — { $status }
files-title-save-script = 儲存講座腳本
files-title-save-results = 儲存練習結果
files-too-large-for-lesson = { $name } 超過 { $max } 位元組：作為課例或腳本太大
