/// Interface Builder element names → UIKit/AppKit class names (docs/interface-builder.md §3).
/// Names not listed follow IB's rule: the class name without its `UI`/`NS` prefix, first letter
/// lower-cased (`activityIndicatorView` → `UIActivityIndicatorView`).
public enum IBClassNames {
    static let iOS: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "textField": "UITextField",
        "textView": "UITextView", "imageView": "UIImageView", "stackView": "UIStackView",
        "scrollView": "UIScrollView", "tableView": "UITableView", "collectionView": "UICollectionView",
        "tableViewCell": "UITableViewCell", "collectionViewCell": "UICollectionViewCell",
        "tableViewCellContentView": "UITableViewCellContentView", "collectionViewCellContentView": "UIView",
        "collectionReusableView": "UICollectionReusableView", "switch": "UISwitch", "slider": "UISlider",
        "stepper": "UIStepper", "segmentedControl": "UISegmentedControl", "pageControl": "UIPageControl",
        "progressView": "UIProgressView", "activityIndicatorView": "UIActivityIndicatorView",
        "pickerView": "UIPickerView", "datePicker": "UIDatePicker", "toolbar": "UIToolbar",
        "navigationBar": "UINavigationBar", "searchBar": "UISearchBar", "tabBar": "UITabBar",
        "visualEffectView": "UIVisualEffectView", "containerView": "UIView", "webView": "UIWebView",
        "wkWebView": "WKWebView", "mapView": "MKMapView", "glkView": "GLKView", "mtkView": "MTKView",
        "arscnView": "ARSCNView", "sceneKitView": "SCNView", "spriteKitView": "SKView", "window": "UIWindow",
    ]
    static let macOS: [String: String] = [
        "view": "NSView", "customView": "NSView", "textField": "NSTextField", "button": "NSButton",
        "imageView": "NSImageView", "stackView": "NSStackView", "scrollView": "NSScrollView",
        "clipView": "NSClipView", "tableView": "NSTableView", "outlineView": "NSOutlineView",
        "scroller": "NSScroller", "box": "NSBox", "splitView": "NSSplitView", "popUpButton": "NSPopUpButton",
        "textView": "NSTextView", "tableCellView": "NSTableCellView", "tableHeaderView": "NSTableHeaderView",
        "collectionView": "NSCollectionView", "searchField": "NSSearchField", "secureTextField": "NSSecureTextField",
        "comboBox": "NSComboBox", "segmentedControl": "NSSegmentedControl", "slider": "NSSlider",
        "progressIndicator": "NSProgressIndicator", "visualEffectView": "NSVisualEffectView",
        "datePicker": "NSDatePicker", "colorWell": "NSColorWell", "levelIndicator": "NSLevelIndicator",
        "pathControl": "NSPathControl", "tabView": "NSTabView", "matrix": "NSMatrix", "tokenField": "NSTokenField",
        "stepper": "NSStepper", "switch": "NSSwitch", "browser": "NSBrowser", "gridView": "NSGridView",
    ]

    /// The platform class of an element name.
    public static func viewClass(_ element: String, mac: Bool) -> String {
        if let known = (mac ? macOS : iOS)[element] { return known }
        guard let first = element.first else { return mac ? "NSView" : "UIView" }
        return (mac ? "NS" : "UI") + first.uppercased() + element.dropFirst()
    }

    /// The class of a controller element (`viewController` → `UIViewController`).
    public static func controllerClass(_ element: String, mac: Bool) -> String {
        if element == "window" || element == "panel" { return mac ? "NS" + element.capitalized : "UIWindow" }
        guard let first = element.first else { return "?" }
        return (mac ? "NS" : "UI") + first.uppercased() + element.dropFirst()
    }
}
